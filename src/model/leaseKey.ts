/**
 * The etcd key of an apiserver replica's lease (`/masterleases/<ip>`). A module of its own: the stage names
 * leases without loading the apiserver's model (a chunk the first view does not load).
 */
export function leaseKey(ip: string): string {
  return `/masterleases/${ip}`;
}
