// The types of ./readUpdatable.js: both throw when called.
export declare function readUpdatableQuery(...args: unknown[]): never;
export declare function readUpdatableFragment(...args: unknown[]): never;
