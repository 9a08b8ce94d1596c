import XCTest
@testable import ConstraintSolver
final class BasicTests: XCTestCase { func testNothing() {} }
