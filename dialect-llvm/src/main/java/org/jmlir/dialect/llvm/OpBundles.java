package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * Operand bundles of calls, invokes and llvm.intr.assume: {@code ["tag"(%a, %b : i32, i64), "x"()]},
 * stored as {@code op_bundle_sizes} (operands per bundle) and {@code op_bundle_tags}.
 */
final class OpBundles {
  private OpBundles() {}

  /** Parsed bundles: their operands (unresolved, with types), tags and sizes. */
  static final class Parsed {
    final List<UnresolvedOperand> uses = new ArrayList<>();
    final List<Type> types = new ArrayList<>();
    final List<Attribute> tags = new ArrayList<>();
    final List<Long> sizes = new ArrayList<>();
    /** The number of types written in each bundle (checked against its operands when resolved). */
    final List<Integer> typeCounts = new ArrayList<>();
    int at;

    /**
     * Resolves the bundles' operands into {@code out}, bundle by bundle as MLIR 22 does: a bundle
     * whose operand and type counts differ is reported at the bundle list, always as bundle #0
     * (mlir-opt 22 never advances the index it reports).
     */
    void resolve(OpAsmParser p, List<org.jmlir.ir.Value> out) {
      int next = 0;
      int nextType = 0;
      for (int b = 0; b < sizes.size(); b++) {
        int n = sizes.get(b).intValue();
        int nt = typeCounts.get(b);
        if (n != nt) {
          throw p.emitError(at, "expected " + n + " types for operand bundle operands for operand bundle #0, but actually got " + nt);
        }
        p.resolveOperands(uses.subList(next, next + n), types.subList(nextType, nextType + nt), at, out);
        next += n;
        nextType += nt;
      }
    }

    /** {@code op_bundle_sizes}, and {@code op_bundle_tags} when any bundle was given. */
    void addProperties(MLIRContext ctx, List<NamedAttribute> props) {
      long[] s = new long[sizes.size()];
      for (int i = 0; i < s.length; i++) {
        s[i] = sizes.get(i);
      }
      props.add(new NamedAttribute("op_bundle_sizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), s)));
      if (!tags.isEmpty()) {
        props.add(new NamedAttribute("op_bundle_tags", ArrayAttr.get(ctx, tags)));
      }
    }
  }

  /** Parses an optional bracketed bundle list. */
  static Parsed parse(OpAsmParser p) {
    Parsed out = new Parsed();
    out.at = p.currentOffset();
    if (p.parseOptionalLSquare() && !p.parseOptionalRSquare()) {
      do {
        out.tags.add(StringAttr.get(p.context(), p.parseString()));
        p.parseLParen();
        int before = out.uses.size();
        int typesBefore = out.types.size();
        if (!p.parseOptionalRParen()) {
          out.uses.addAll(p.parseOperandList());
          out.types.addAll(p.parseColonTypeList());
          p.parseRParen();
        }
        out.sizes.add((long) (out.uses.size() - before));
        out.typeCounts.add(out.types.size() - typesBefore);
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    return out;
  }

  /** Prints {@code op}'s bundles (operands from {@code first} on), with a leading space; nothing without tags. */
  static void print(Operation op, OpAsmPrinter p, int first) {
    if (!(op.inherentAttr("op_bundle_tags") instanceof ArrayAttr tags) || tags.size() == 0) {
      return;
    }
    DenseArrayAttr sizes = (DenseArrayAttr) op.inherentAttr("op_bundle_sizes");
    p.print(" [");
    int next = first;
    for (int i = 0; i < tags.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printString(((StringAttr) tags.get(i)).value());
      p.print('(');
      int n = (int) sizes.rawValue(i);
      for (int j = 0; j < n; j++) {
        p.print(j > 0 ? ", " : "");
        p.printOperand(op.operand(next + j));
      }
      if (n > 0) {
        p.print(" : ");
        for (int j = 0; j < n; j++) {
          p.print(j > 0 ? ", " : "");
          p.printType(op.operand(next + j).type());
        }
      }
      p.print(')');
      next += n;
    }
    p.print(']');
  }
}
