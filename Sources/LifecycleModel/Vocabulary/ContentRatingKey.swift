/// The standard user-defaults keys under which the system exposes the user's content-rating
/// restrictions (APG-299…APG-303). An app reads each with `objectForKey:`; a nil answer says
/// the system has no information on that restriction (APG-304).
public enum ContentRatingKey: String, Sendable, Hashable, CaseIterable, Codable {
    /// Whether explicit books are allowed.
    case explicitBooksAllowed = "com.apple.content-rating.ExplicitBooksAllowed"
    /// Whether explicit music and podcasts are allowed.
    case explicitMusicPodcastsAllowed = "com.apple.content-rating.ExplicitMusicPodcastsAllowed"
    /// The highest app rating allowed.
    case appRating = "com.apple.content-rating.AppRating"
    /// The highest film rating allowed.
    case movieRating = "com.apple.content-rating.MovieRating"
    /// The highest TV-show rating allowed.
    case tvShowRating = "com.apple.content-rating.TVShowRating"
}
