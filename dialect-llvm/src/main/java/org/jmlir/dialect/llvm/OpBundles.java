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
    int at;

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
        if (!p.parseOptionalRParen()) {
          out.uses.addAll(p.parseOperandList());
          out.types.addAll(p.parseColonTypeList());
          p.parseRParen();
        }
        out.sizes.add((long) (out.uses.size() - before));
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
