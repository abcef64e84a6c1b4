// What the explorer needs of the package before any view: init() and the build's name. Imported
// dynamically instead of the package itself, whose namespace a dynamic import keeps whole: through
// this module the bundle can leave the package's config readers (the family table) to the views
// that read a config.
export { default as init, runtimeInfo } from 'positional-encoding';
