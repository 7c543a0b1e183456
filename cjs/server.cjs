// require('irl-kitchen/server'): see load.cjs.
'use strict';
module.exports = require('./load.cjs')('irl-kitchen/server', () => require('../dist/src/server/app.js'));
