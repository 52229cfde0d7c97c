import Foundation
import Geometry
import Layers
import Presentation
import SceneFile

extension LottieImporting {
    /// An image layer (`ty` 2): the image asset its `refId` names
    /// (`{id, w, h, u, p, e}`) drawn `w`×`h` points from the layer's
    /// origin, as the contents of a layer with those bounds (resized to
    /// fit, as lottie-web and ThorVG draw it).
    ///
    /// The asset is an embedded PNG or WebP image (`p` a
    /// `data:image/png;base64,` or `data:image/webp;base64,` URI, `e` 1) or
    /// such a file `u` + `p` relative to the Lottie file's folder, loaded
    /// with the scene-file image limits and cache (WebP when the codec
    /// decodes it: the command line's does). Other formats (JPEG, GIF,
    /// SVG) are a warning and the layer is left out: one missing picture
    /// should not cost the rest of the animation. So is a decoder without
    /// an image codec.
    func image(_ item: SceneFileItem, into layer: Layer, depth: Int) throws {
        guard let ref = item.field("refId") else { throw item.error("missing required key \"refId\"") }
        let id = try ref.string()
        guard let asset = imageAssets[id] else {
            // As a precomposition's missing asset (one warning for both).
            warn("refId \(JSONText.string(id)) names no image asset", at: ref,
                 consequence: "(the layer draws nothing, as lottie-ios)", once: "missing asset")
            return
        }
        guard let pItem = asset.field("p") else { throw asset.error("missing required key \"p\"") }
        let p = try pItem.string()
        let embedded = try asset.flag("e") || p.hasPrefix("data:")
        let reference = embedded ? p : (try asset.field("u")?.string() ?? "") + p
        let webp = images?.decodesWebP ?? false
        guard Self.isReadable(reference: reference, embedded: embedded, webp: webp) else {
            let formats = webp ? "PNG or WebP" : "PNG"
            warn("images that are not \(formats) (\(Self.imageKind(reference, embedded: embedded)))", at: pItem)
            return
        }
        guard let images else {
            warn("image layers (no PNG codec given to the decoder)", at: item)
            return
        }
        let bitmap: Bitmap
        do {
            bitmap = try images.image(reference: reference, at: pItem)
        } catch let error as SceneFileError where error.kind == .unreadable {
            // lottie-ios draws an image layer whose picture it cannot load
            // empty. Only the refusal becomes a warning: nothing outside
            // the document's folder or the asset folders is read, the
            // message is the loader's (it does not tell whether anything
            // lies outside), and limits stay errors.
            warn(error.message, at: pItem, consequence: "(the layer draws nothing, as lottie-ios)",
                 once: "unreadable image")
            return
        }
        let picture = try makeLayer(Layer.init, depth: depth, at: item)
        picture.name = id
        picture.anchorPoint = .zero
        let width = try asset.field("w")?.finiteNumber() ?? Double(bitmap.width)
        let height = try asset.field("h")?.finiteNumber() ?? Double(bitmap.height)
        picture.bounds = Rect(x: 0, y: 0, width: max(width, 0), height: max(height, 0))
        picture.contents = bitmap
        layer.addSublayer(picture)
    }

    /// True for a `data:image/png` URI (or, with `webp`, a
    /// `data:image/webp` one), or a file whose name does not end in
    /// another image format's extension (its bytes are checked when
    /// loaded).
    private static func isReadable(reference: String, embedded: Bool, webp: Bool) -> Bool {
        if embedded { return reference.hasPrefix("data:image/png") || webp && reference.hasPrefix("data:image/webp") }
        let ext = URL(fileURLWithPath: reference).pathExtension.lowercased()
        return !["jpg", "jpeg", "gif", "svg"].contains(ext) && (webp || ext != "webp")
    }

    /// "image/jpeg" for an embedded image, the file's extension otherwise.
    private static func imageKind(_ reference: String, embedded: Bool) -> String {
        if embedded {
            return String(reference.dropFirst("data:".count).prefix { $0 != ";" && $0 != "," }.prefix(40))
        }
        return URL(fileURLWithPath: reference).pathExtension.lowercased()
    }
}
