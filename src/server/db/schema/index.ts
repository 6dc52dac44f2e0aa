export * from './chat.js';
export * from './contact.js';
export * from './meta.js';
export * from './news.js';
export * from './radio.js';
export * from './requests.js';
export * from './station.js';
export * from './users.js';
