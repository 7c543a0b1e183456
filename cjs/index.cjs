// require('irl-kitchen'): see load.cjs.
'use strict';
module.exports = require('./load.cjs')('irl-kitchen', () => require('../dist/src/index.js'));
