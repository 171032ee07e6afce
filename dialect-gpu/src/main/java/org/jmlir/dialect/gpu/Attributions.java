package org.jmlir.dialect.gpu;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * Memory attributions of {@code gpu.func} and {@code gpu.launch}: {@code workgroup(%a : T, ...)} and
 * {@code private(%b : T, ...)}, extra entry-block arguments naming buffers in those address spaces.
 */
final class Attributions {
  private Attributions() {}

  /** Parses {@code keyword(%x : type {attrs}, ...)} if present, appending to {@code out}. */
  static boolean parse(OpAsmParser p, String keyword, List<Argument> out) {
    if (!p.parseOptionalKeyword(keyword)) {
      return false;
    }
    out.addAll(p.parseArgumentList(Delimiter.PAREN, true, true));
    return true;
  }

  /** Prints {@code  keyword(%x : type, ...)}, nothing when empty. */
  static void print(OpAsmPrinter p, String keyword, List<BlockArgument> args, ArrayAttr attrs) {
    if (args.isEmpty()) {
      return;
    }
    p.print(' ').print(keyword).print('(');
    for (int i = 0; i < args.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printOperand(args.get(i));
      p.print(" : ");
      p.printType(args.get(i).type());
      if (attrs != null && attrs.get(i) instanceof DictionaryAttr d && !d.isEmpty()) {
        p.printOptionalAttrDict(d.entries(), List.of());
      }
    }
    p.print(')');
  }

  /** The attribute dictionaries of parsed attributions, or null when all are empty. */
  static ArrayAttr attrs(MLIRContext ctx, List<Argument> args) {
    boolean any = false;
    List<Attribute> dicts = new ArrayList<>(args.size());
    for (Argument a : args) {
      DictionaryAttr d = a.attrs() == null ? DictionaryAttr.empty(ctx) : a.attrs();
      any |= !d.isEmpty();
      dicts.add(d);
    }
    return any ? ArrayAttr.get(ctx, dicts) : null;
  }

  /**
   * Checks that each attribution is a memref in {@code space} (when its memory space is a gpu
   * address space at all), as MLIR's verifyAttributions does.
   */
  static boolean verify(Operation op, List<BlockArgument> args, int space) {
    for (BlockArgument a : args) {
      Type t = a.type();
      if (!(t instanceof BaseMemRefType m)) {
        return op.emitOpError("expected memref type in attribution").report();
      }
      Attribute ms = m instanceof MemRefType r ? r.memorySpace() : null;
      if (ms instanceof GpuEnumAttr e && e.kind() == GpuEnumAttr.Kind.ADDRESS_SPACE && e.value() != space) {
        return op.emitOpError(
                "expected memory space " + GpuEnumAttr.Kind.ADDRESS_SPACE.cases().get(space) + " in attribution")
            .report();
      }
    }
    return true;
  }

  /** The op's attribution attribute array {@code name}, or null. */
  static ArrayAttr attrArray(Operation op, String name) {
    return op.inherentAttr(name) instanceof ArrayAttr arr ? arr : null;
  }
}
