/// What the system lets go of, on the app's behalf, when the app moves from the foreground to
/// the background, to make the app's memory footprint smaller (STATES-141…145).
public enum BackgroundPurge: String, Sendable, Hashable, CaseIterable, Codable {
    /// Memory the system itself allocated for the app (STATES-141).
    case systemAllocatedData = "system-allocated-data"
    /// The backing store of each of the app's Core Animation layers: their contents leave the
    /// screen while the layer objects and their properties stay as they were (STATES-142, STATES-143).
    case layerBackingStores = "layer-backing-stores"
    /// The system's own references to cached images (STATES-144).
    case cachedImageReferences = "cached-image-references"
    /// The system's strong references to other caches of data it manages (STATES-145).
    case systemCacheReferences = "system-cache-references"
}
