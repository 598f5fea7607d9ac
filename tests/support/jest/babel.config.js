module.exports = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
}
