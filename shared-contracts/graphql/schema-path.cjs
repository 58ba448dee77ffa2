// Absolute path of the folder holding the commerce GraphQL schema (*.graphql, split by domain).
// The commerce service loads every file in it at start; remotes validate their documents against it.
module.exports = require('node:path').join(__dirname, 'schema');
