/** Cilium versions are parsed where their behaviours are tabled (the model), and read here as they are. */
export { parseCiliumVersion, type CiliumVersion } from '../model/ciliumVersion';
