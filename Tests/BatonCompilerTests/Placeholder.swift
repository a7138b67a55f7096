import Testing
@testable import BatonCompiler
