package org.jmlir.ir.transforms;

import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * mlir-opt's test passes that fail on purpose, for testing what happens around a failing pipeline
 * (crash reproducers, the reducer, the pass report).
 */
public final class TestFailurePasses {
  private TestFailurePasses() {}

  /** {@code test-pass-failure}: always fails; with {@code gen-diagnostics} it reports an error at the op first. */
  public static final class TestPassFailure extends Pass {
    public TestPassFailure(PassOptions o) {
      super(o);
    }

    @Override
    public String argument() {
      return "test-pass-failure";
    }

    /** The name mlir-opt 22 reports for it (the C++ type's name: the pass has no declared name). */
    @Override
    public String name() {
      return "(anonymous namespace)::TestFailurePass";
    }

    @Override
    public String summary() {
      return "Test a pass in the pass manager that always fails";
    }

    @Override
    public void run(Operation op, PassContext pc) {
      if (options().getBool("gen-diagnostics", false)) {
        // At the op's location, without the op attached (no "see current operation" note), as MLIR's.
        op.context().diagnostics().emitError(op.location(), "illegal operation");
      }
      pc.signalFailure();
    }
  }

  /**
   * {@code test-mlir-reducer}: fails on the first op whose name contains {@code op_crash} (MLIR's
   * marker for its reducer tests, where the pass exits the process; here the pass fails with an error
   * at the marker), so a reducer has a failure to keep.
   */
  public static final class TestMlirReducer extends Pass {
    public TestMlirReducer(PassOptions o) {
      super(o);
    }

    @Override
    public String argument() {
      return "test-mlir-reducer";
    }

    @Override
    public String summary() {
      return "Tests MLIR Reduce tool by generating failures";
    }

    @Override
    public void run(Operation root, PassContext pc) {
      Operation[] marker = {null};
      root.walk(
          op -> {
            if (marker[0] == null && op.name().contains("op_crash")) {
              marker[0] = op;
            }
          });
      if (marker[0] != null) {
        marker[0].emitError("MLIR Reducer Test generated failure: Found \"crashOp\" operation").report();
        pc.signalFailure();
      }
    }
  }
}
