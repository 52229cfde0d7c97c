/// Deep copies: the same property values and animations, with copies of
/// the sublayers, mask and template. A copy shares nothing mutable with
/// its original (animations and values are value types), so either can
/// change afterwards. CAReplicatorLayer's copies are made this way.
extension Layer {
    /// A deep copy of the layer and everything below it.
    public func deepCopy() -> Layer {
        let copy = makeEmptyCopy()
        copyProperties(to: copy)
        return copy
    }

    /// Every `Layer` property of this one onto `copy`, sublayers and mask
    /// deep-copied; subclasses copy theirs in `makeEmptyCopy()`.
    func copyProperties(to copy: Layer) {
        copy.name = name
        copy.bounds = bounds
        copy.position = position
        copy.anchorPoint = anchorPoint
        copy.transform = transform
        copy.opacity = opacity
        copy.isHidden = isHidden
        copy.backgroundColor = backgroundColor
        copy.cornerRadius = cornerRadius
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.masksToBounds = masksToBounds
        copy.mask = mask?.deepCopy()
        copy.maskMode = maskMode
        copy.blendMode = blendMode
        copy.contents = contents
        copy.contentsGravity = contentsGravity
        copy.contentsScale = contentsScale
        copy.tilesContents = tilesContents
        copy.tintColor = tintColor
        copy.shadowColor = shadowColor
        copy.shadowOpacity = shadowOpacity
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.timing = timing
        for layer in sublayers { copy.addSublayer(layer.deepCopy()) }
        for entry in animations { copy.add(entry.animation, forKey: entry.key) }
    }
}
