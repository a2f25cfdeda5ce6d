export { showPostForEveryone } from './api';
