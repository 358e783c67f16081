export { baseConfigQuery, useBaseConfig, type BaseConfigState } from './baseConfig';
export { StorefrontHome } from './home/StorefrontHome';
