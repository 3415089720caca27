declare module "virtual:pictures" {
  const manifest: import("./components/picture-manifest").PictureManifest;
  export default manifest;
}
