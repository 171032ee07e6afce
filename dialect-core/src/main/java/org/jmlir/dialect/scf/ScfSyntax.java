package org.jmlir.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/** Syntax pieces the scf ops share: assignment lists, arrow type lists, implicit terminators. */
final class ScfSyntax {
  private ScfSyntax() {}

  /** {@code (%inner = %outer, ...)}: the region arguments (untyped) and the operands they take. */
  static void parseAssignmentList(OpAsmParser p, List<Argument> args, List<UnresolvedOperand> operands) {
    p.parseLParen();
    parseAssignmentsAfterParen(p, args, operands);
  }

  /** Like {@link #parseAssignmentList} when a {@code (} is next; false, consuming nothing, otherwise. */
  static boolean parseOptionalAssignmentList(OpAsmParser p, List<Argument> args, List<UnresolvedOperand> operands) {
    if (!p.parseOptionalLParen()) {
      return false;
    }
    parseAssignmentsAfterParen(p, args, operands);
    return true;
  }

  private static void parseAssignmentsAfterParen(OpAsmParser p, List<Argument> args, List<UnresolvedOperand> operands) {
    if (p.parseOptionalRParen()) {
      return;
    }
    do {
      args.add(p.parseArgument(false, false));
      p.parseEqual();
      operands.add(p.parseOperand());
    } while (p.parseOptionalComma());
    p.parseRParen();
  }

  /** {@code <prefix>(%inner = %outer, ...)}, nothing when there are no values (printInitializationList). */
  static void printInitializationList(OpAsmPrinter p, List<? extends Value> inner, List<? extends Value> outer, String prefix) {
    if (outer.isEmpty()) {
      return;
    }
    p.print(prefix);
    p.print('(');
    for (int i = 0; i < outer.size() && i < inner.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printOperand(inner.get(i));
      p.print(" = ");
      p.printOperand(outer.get(i));
    }
    p.print(')');
  }

  /** {@code t1, t2}. */
  static void printTypes(OpAsmPrinter p, List<Type> types) {
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printType(types.get(i));
    }
  }

  /** MLIR's printOptionalArrowTypeList: nothing, {@code  -> t} or {@code  -> (t1, t2)}. */
  static void printOptionalArrowTypeList(OpAsmPrinter p, List<Type> types) {
    if (types.isEmpty()) {
      return;
    }
    p.print(" -> ");
    boolean wrap = types.size() != 1 || types.get(0) instanceof org.jmlir.ir.type.FunctionType;
    if (wrap) {
      p.print('(');
    }
    printTypes(p, types);
    if (wrap) {
      p.print(')');
    }
  }

  /** Argument records for the given uses, typed. */
  static List<Argument> typed(List<Argument> args, List<Type> types) {
    List<Argument> out = new ArrayList<>(args.size());
    for (int i = 0; i < args.size(); i++) {
      Argument a = args.get(i);
      out.add(new Argument(a.ssaName(), types.get(i), a.attrs(), a.location()));
    }
    return out;
  }

  /**
   * MLIR's ensureRegionTerminator: gives an empty region a block, and appends a {@code terminator}
   * op with no operands to the last block unless it already ends with a registered terminator.
   */
  static void ensureTerminator(Region region, OpDef terminator, OpAsmParser p, Location loc) {
    if (region.isEmpty()) {
      region.addBlock();
    }
    Block block = region.back();
    Operation last = block.last();
    if (last != null && last.hasTrait(Trait.TERMINATOR)) {
      return;
    }
    block.append(Operation.create(new OperationState(p.context(), terminator, loc)));
  }

  /** The op's location for ops it creates while parsing (the op name's position). */
  static Location nameLocation(OpAsmParser p) {
    return p.encodeLocation(p.nameOffset());
  }
}
