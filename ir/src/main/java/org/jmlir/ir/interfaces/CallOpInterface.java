package org.jmlir.ir.interfaces;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.SymbolRefAttr;

/** A call: what it calls and with which operands (MLIR's CallOpInterface), attached to the op's def. */
public interface CallOpInterface {
  /** What a call names: a symbol, or an SSA value holding the callee. */
  sealed interface Callee {
    record Symbol(SymbolRefAttr ref) implements Callee {}

    record Indirect(Value value) implements Callee {}
  }

  /** The callee of {@code call}. */
  Callee callee(Operation call);

  /** The operands passed as the callee's arguments. */
  List<Value> argOperands(Operation call);

  /** The callable op this call refers to through a symbol, or null (indirect or unresolved). */
  default Operation resolveCallable(Operation call) {
    return callee(call) instanceof Callee.Symbol(SymbolRefAttr ref)
        ? SymbolTable.lookupNearestSymbolFrom(call, ref)
        : null;
  }

  /** The interface of {@code op}'s kind, or null when it is not a call. */
  static CallOpInterface of(Operation op) {
    return op.def().getInterface(CallOpInterface.class);
  }
}
