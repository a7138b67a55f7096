import Testing
@testable import Baton
