package org.jmlir.dialect.transform;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code -test-transform-dialect-erase-schedule}: erases the transform ops (named sequences,
 * sequences) from the IR after the interpreter ran, leaving the modules that held them, as mlir-opt
 * 22's test pass does (Integration tests run it before lowering the payload).
 */
public final class EraseSchedulePass extends Pass {
  public EraseSchedulePass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "test-transform-dialect-erase-schedule";
  }

  @Override
  public String name() {
    return "TestTransformDialectEraseSchedulePass";
  }

  @Override
  public String summary() {
    return "erase transform dialect schedule from the IR";
  }

  private static boolean isTransformOp(Operation op) {
    return op.name().startsWith(TransformDialect.NAMESPACE + ".");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> top =
        root.collect(op -> op != root && isTransformOp(op) && (op.parentOp() == null || !isTransformOp(op.parentOp())));
    for (Operation op : top) {
      op.erase();
    }
  }
}
