export { rowsOf } from '../db/sql-rows.js';
