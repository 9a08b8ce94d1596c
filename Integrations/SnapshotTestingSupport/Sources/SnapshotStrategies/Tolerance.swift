import GoldenTesting

/// How different an image may be from its reference and still match: GoldenTesting's
/// tolerance (YIQ colour distance, anti-aliasing, differing pixels; docs/golden-testing.md),
/// the same rules as `snapshot test`. `.exact` requires identical pixels.
public typealias Tolerance = GoldenTesting.Tolerance
