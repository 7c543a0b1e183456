// require('irl-kitchen/testing'): see load.cjs.
'use strict';
module.exports = require('./load.cjs')('irl-kitchen/testing', () => require('../dist/src/testing/index.js'));
