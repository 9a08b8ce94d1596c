import GoldenTesting
import Layout

extension GoldenCase {
    /// The screen of a case: its device, orientation and scale, and its configuration's Dynamic
    /// Type size, layout direction, appearance and locale (unset ones: the recipe's own, else the
    /// defaults). Its `environment(recipeSettings:)` is the case's environment.
    public var screen: ScreenChoice {
        let deviceScale = Device.named(device)?.scale
        let screen = ScreenChoice(device: device, orientation: orientation, scale: scale == deviceScale ? nil : scale,
                                  contentSize: configuration.contentSize, layoutDirection: configuration.layoutDirection)
        var withLocale = screen.with(appearance: configuration.appearance)
        withLocale.locale = configuration.locale
        return withLocale
    }
}
