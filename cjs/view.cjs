// require('irl-kitchen/view'): see load.cjs.
'use strict';
module.exports = require('./load.cjs')('irl-kitchen/view', () => require('../dist/src/view/write.js'));
