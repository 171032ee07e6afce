package org.jmlir.ir.interfaces;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.type.Type;

/** An op a call may target, with a body region (MLIR's CallableOpInterface), attached to the op's def. */
public interface CallableOpInterface {
  /** The body region, or null for a declaration. */
  Region callableRegion(Operation callable);

  /** The types the callable returns. */
  List<Type> resultTypes(Operation callable);

  /** One dictionary per argument, or null. */
  default ArrayAttr argAttrs(Operation callable) {
    return null;
  }

  /** One dictionary per result, or null. */
  default ArrayAttr resAttrs(Operation callable) {
    return null;
  }

  /** The interface of {@code op}'s kind, or null when it is not callable. */
  static CallableOpInterface of(Operation op) {
    return op.def().getInterface(CallableOpInterface.class);
  }
}
