export * from './craft-nodes';
export * from './block-factory';
