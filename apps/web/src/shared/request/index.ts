export { untoldMessage } from './catalogue';
export { call, type CallArgs, type CallInput, type CallOptions } from './call';
export { configureRequest, type RequestSetup, type RequestUi, type ShellHeaders } from './config';
export { isRequestError, RequestError, type RequestErrorInit, type RequestErrorKind } from './error';
export { request, type RequestData, type RequestMethod, type RequestOptions } from './request';
