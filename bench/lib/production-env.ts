// React chooses its development or production build from NODE_ENV when it is first loaded. The site's renderers
// run the production build, so the bare baseline must as well: run.ts imports this module before anything that
// imports React (ES modules evaluate in import order).
process.env.NODE_ENV = 'production';
