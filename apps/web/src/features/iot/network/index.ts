/** Switching a multi-network card's network, with the carrier's in-between state. */
export { SwitchNetView } from './SwitchNetView';
