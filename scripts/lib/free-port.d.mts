export function freePort(preferred: number): Promise<number>;
