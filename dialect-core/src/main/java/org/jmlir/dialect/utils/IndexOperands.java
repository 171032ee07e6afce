package org.jmlir.dialect.utils;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.CustomDirective;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.format.FormatState;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.Type;

/**
 * Format directives for operand groups of type {@code index} whose type the text leaves out, as ODS
 * infers buildable types: {@code custom<indices>($indices)} parses and prints the group like a plain
 * {@code $indices} and gives each use the {@code index} type.
 *
 * <p>Belongs in {@code ir.ods} (buildable-type inference in FormatProgram); kept here until it moves.
 */
public final class IndexOperands {
  private IndexOperands() {}

  /** A variadic group: zero or more comma-separated uses. */
  public static CustomDirective list(String group) {
    return directive(group, true);
  }

  /** A single operand. */
  public static CustomDirective single(String group) {
    return directive(group, false);
  }

  /** Adds {@code custom<group>} hooks for each named group to {@code b}. */
  public static OpSpec.Builder lists(OpSpec.Builder b, String... groups) {
    for (String g : groups) {
      b.customDirective(g, list(g));
    }
    return b;
  }

  private static CustomDirective directive(String group, boolean variadic) {
    return new CustomDirective() {
      @Override
      public void parse(OpAsmParser parser, FormatState state) {
        int offset = parser.currentOffset();
        List<UnresolvedOperand> uses = variadic ? parser.parseOperandList() : List.of(parser.parseOperand());
        Type index = IndexType.get(parser.context());
        List<Type> types = new ArrayList<>(uses.size());
        for (int i = 0; i < uses.size(); i++) {
          types.add(index);
        }
        state.setOperands(group, uses, offset);
        state.setTypes(group, types);
      }

      @Override
      public void print(Operation op, OpAsmPrinter printer) {
        OpSpec spec = op.def().extension(OpSpec.class);
        List<Value> values = spec.operandGroup(op, spec.operandIndex(group));
        printer.printOperands(values);
      }
    };
  }
}
