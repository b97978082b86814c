import type { IncomingMessage } from 'node:http';

export function appendForwardedFor(request: IncomingMessage): void;
