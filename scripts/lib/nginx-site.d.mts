export const NGINX: string;
export function writeNginxSite(options: {
  temp: string;
  dist: string;
  port: number;
  apiPort: number;
  workerConnections?: number;
}): string[];
