/// The release this build is (semantic versioning; CHANGELOG.md lists what each one changed). The one place the
/// number is written: `playground --version` prints it and the Makefile reads it for the docs and the install.
enum PlaygroundVersion {
    static let current = "0.2.0"
}
