package org.jmlir.ir.verify;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The checks behind the parameterless {@link Trait}s, with MLIR 22's wording (OpTrait::impl in
 * mlir/lib/IR/Operation.cpp, SymbolTable.cpp). {@link #verifyTraits} runs with the op's other
 * invariants; {@link #verifyRegionTraits} after its nested ops verified (IsolatedFromAbove,
 * SymbolTable).
 */
final class TraitVerifier {
  private TraitVerifier() {}

  static boolean verifyTraits(Operation op) {
    if (op.hasTrait(Trait.TERMINATOR) && !verifyIsTerminator(op)) {
      return false;
    }
    if (op.hasTrait(Trait.SINGLE_BLOCK) && !verifySingleBlock(op)) {
      return false;
    }
    if (op.hasTrait(Trait.NO_REGION_ARGUMENTS) && !verifyNoRegionArguments(op)) {
      return false;
    }
    if (op.hasTrait(Trait.SAME_OPERANDS_SHAPE) && !verifySameOperandsShape(op)) {
      return false;
    }
    if (op.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_SHAPE) && !verifySameOperandsAndResultShape(op)) {
      return false;
    }
    if (op.hasTrait(Trait.SAME_OPERANDS_ELEMENT_TYPE) && !verifySameOperandsElementType(op)) {
      return false;
    }
    if (op.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE)
        && !verifySameOperandsAndResultElementType(op)) {
      return false;
    }
    if (op.hasTrait(Trait.SAME_TYPE_OPERANDS) && !verifySameTypeOperands(op)) {
      return false;
    }
    if (op.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_TYPE) && !verifySameOperandsAndResultType(op)) {
      return false;
    }
    if (op.hasTrait(Trait.ELEMENTWISE) && !verifyElementwise(op)) {
      return false;
    }
    if (op.hasTrait(Trait.SYMBOL) && !verifySymbol(op)) {
      return false;
    }
    return true;
  }

  static boolean verifyRegionTraits(Operation op) {
    if (op.hasTrait(Trait.ISOLATED_FROM_ABOVE) && !verifyIsIsolatedFromAbove(op)) {
      return false;
    }
    return !op.hasTrait(Trait.SYMBOL_TABLE) || verifySymbolTable(op);
  }

  // ---- structure -----------------------------------------------------------------------------

  static boolean verifyIsTerminator(Operation op) {
    Block block = op.block();
    if (block == null || block.last() != op) {
      return op.emitOpError("must be the last operation in the parent block").report();
    }
    return true;
  }

  static boolean verifySingleBlock(Operation op) {
    for (int i = 0; i < op.numRegions(); i++) {
      Region region = op.region(i);
      if (region.isEmpty()) {
        continue;
      }
      if (region.numBlocks() != 1) {
        return op.emitOpError("expects region #" + i + " to have 0 or 1 blocks").report();
      }
      if (!op.hasTrait(Trait.NO_TERMINATOR) && region.front().isEmpty()) {
        return op.emitOpError("expects a non-empty block").report();
      }
    }
    return true;
  }

  static boolean verifyNoRegionArguments(Operation op) {
    for (int i = 0; i < op.numRegions(); i++) {
      Region region = op.region(i);
      if (region.isEmpty() || region.front().numArguments() == 0) {
        continue;
      }
      if (op.numRegions() > 1) {
        return op.emitOpError("region #" + i + " should have no arguments").report();
      }
      return op.emitOpError("region should have no arguments").report();
    }
    return true;
  }

  // ---- types ---------------------------------------------------------------------------------

  private static boolean atLeastOperands(Operation op, int n) {
    if (op.numOperands() < n) {
      return op.emitOpError("expected " + n + " or more operands, but found " + op.numOperands()).report();
    }
    return true;
  }

  private static boolean atLeastResults(Operation op, int n) {
    if (op.numResults() < n) {
      return op.emitOpError("expected " + n + " or more results").report();
    }
    return true;
  }


  static boolean verifySameOperandsShape(Operation op) {
    if (!atLeastOperands(op, 1)) {
      return false;
    }
    if (!TypeChecks.compatibleShapes(op.operandTypes())) {
      return op.emitOpError("requires the same shape for all operands").report();
    }
    return true;
  }

  static boolean verifySameOperandsAndResultShape(Operation op) {
    if (!atLeastOperands(op, 1) || !atLeastResults(op, 1)) {
      return false;
    }
    List<Type> types = op.operandTypes();
    types.addAll(op.resultTypes());
    if (!TypeChecks.compatibleShapes(types)) {
      return op.emitOpError("requires the same shape for all operands and results").report();
    }
    return true;
  }

  static boolean verifySameOperandsElementType(Operation op) {
    if (!atLeastOperands(op, 1)) {
      return false;
    }
    Type element = TypeChecks.elementTypeOrSelf(op.operand(0).type());
    for (int i = 1; i < op.numOperands(); i++) {
      if (TypeChecks.elementTypeOrSelf(op.operand(i).type()) != element) {
        return op.emitOpError("requires the same element type for all operands").report();
      }
    }
    return true;
  }

  static boolean verifySameOperandsAndResultElementType(Operation op) {
    if (!atLeastOperands(op, 1) || !atLeastResults(op, 1)) {
      return false;
    }
    Type element = TypeChecks.elementTypeOrSelf(op.result(0).type());
    for (int i = 1; i < op.numResults(); i++) {
      if (TypeChecks.elementTypeOrSelf(op.result(i).type()) != element) {
        return op.emitOpError("requires the same element type for all operands and results").report();
      }
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (TypeChecks.elementTypeOrSelf(op.operand(i).type()) != element) {
        return op.emitOpError("requires the same element type for all operands and results").report();
      }
    }
    return true;
  }

  static boolean verifySameTypeOperands(Operation op) {
    int n = op.numOperands();
    if (n < 2) {
      return true;
    }
    Type type = op.operand(0).type();
    for (int i = 1; i < n; i++) {
      if (op.operand(i).type() != type) {
        return op.emitOpError("requires all operands to have the same type").report();
      }
    }
    return true;
  }

  static boolean verifySameOperandsAndResultType(Operation op) {
    if (!atLeastOperands(op, 1) || !atLeastResults(op, 1)) {
      return false;
    }
    Type type = op.result(0).type();
    // Fast path: everything is the same interned type.
    boolean allSame = true;
    for (int i = 1; i < op.numResults() && allSame; i++) {
      allSame = op.result(i).type() == type;
    }
    for (int i = 0; i < op.numOperands() && allSame; i++) {
      allSame = op.operand(i).type() == type;
    }
    if (allSame) {
      return true;
    }
    Type element = TypeChecks.elementTypeOrSelf(type);
    Attribute encoding = type instanceof RankedTensorType r ? r.encoding() : null;
    List<Type> others = new ArrayList<>();
    for (int i = 1; i < op.numResults(); i++) {
      others.add(op.result(i).type());
    }
    others.addAll(op.operandTypes());
    for (Type t : others) {
      if (TypeChecks.elementTypeOrSelf(t) != element || !TypeChecks.compatibleShape(t, type)) {
        return op.emitOpError("requires the same type for all operands and results").report();
      }
      if (encoding != null && (!(t instanceof RankedTensorType r) || r.encoding() != encoding)) {
        return op.emitOpError("requires the same encoding for all operands and results").report();
      }
    }
    return true;
  }

  /** Whether no operand or result of {@code op} has a mappable (vector or tensor) type. */
  private static boolean allScalar(Operation op) {
    for (int i = 0; i < op.numResults(); i++) {
      if (isMappable(op.result(i).type())) {
        return false;
      }
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (isMappable(op.operand(i).type())) {
        return false;
      }
    }
    return true;
  }

  static boolean verifyElementwise(Operation op) {
    if (allScalar(op)) {
      return true; // the common case (scalar arith/math ops): nothing to compare, no lists to build
    }
    List<Type> resultMappable = new ArrayList<>(1);
    for (int i = 0; i < op.numResults(); i++) {
      Type t = op.result(i).type();
      if (isMappable(t)) {
        resultMappable.add(t);
      }
    }
    List<Type> operandMappable = new ArrayList<>(2);
    for (int i = 0; i < op.numOperands(); i++) {
      Type t = op.operand(i).type();
      if (isMappable(t)) {
        operandMappable.add(t);
      }
    }
    if (resultMappable.isEmpty() && operandMappable.isEmpty()) {
      return true;
    }
    if (operandMappable.isEmpty()) {
      return op.emitOpError("if a result is non-scalar, then at least one operand must be non-scalar").report();
    }
    if (resultMappable.isEmpty()) {
      return op.emitOpError("if an operand is non-scalar, then there must be at least one non-scalar result")
          .report();
    }
    if (resultMappable.size() != op.numResults()) {
      return op.emitOpError("if an operand is non-scalar, then all results must be non-scalar").report();
    }
    List<Type> types = new ArrayList<>(operandMappable);
    types.addAll(resultMappable);
    Class<?> base = types.get(0).getClass();
    boolean sameBase = true;
    for (Type t : types) {
      sameBase &= t.getClass() == base;
    }
    if (!sameBase || !TypeChecks.compatibleShapes(types)) {
      return op.emitOpError("all non-scalar operands/results must have the same shape and base type").report();
    }
    return true;
  }

  private static boolean isMappable(Type t) {
    return t instanceof VectorType || t instanceof TensorType;
  }

  // ---- symbols -------------------------------------------------------------------------------

  /** SymbolOpInterface's verify: a string {@code sym_name}, a known visibility, a symbol-table parent. */
  static boolean verifySymbol(Operation op) {
    Attribute name = op.attr(SymbolTable.SYMBOL_ATTR);
    // builtin.module's symbol is optional (MLIR's isOptionalSymbol): a symbol table need not be named.
    if (name == null && op.hasTrait(Trait.SYMBOL_TABLE)) {
      return true;
    }
    if (!(name instanceof StringAttr)) {
      return op.emitOpError("requires string attribute '" + SymbolTable.SYMBOL_ATTR + "'").report();
    }
    Attribute vis = op.attr(SymbolTable.VISIBILITY_ATTR);
    if (vis != null) {
      if (!(vis instanceof StringAttr s)) {
        return op.emitOpError(
                "requires visibility attribute '" + SymbolTable.VISIBILITY_ATTR
                    + "' to be a string attribute, but got " + AttrTypePrinter.toString(vis))
            .report();
      }
      String v = s.value();
      if (!v.equals("public") && !v.equals("private") && !v.equals("nested")) {
        return op.emitOpError(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got "
                    + AttrTypePrinter.toString(vis))
            .report();
      }
    }
    // An unregistered parent might be a symbol table.
    Operation parent = op.parentOp();
    if (parent != null && parent.isRegistered() && !parent.hasTrait(Trait.SYMBOL_TABLE)) {
      return op.emitOpError("symbol's parent must have the SymbolTable trait").report();
    }
    return true;
  }

  /** detail::verifySymbolTable: one region, one block, unique names, then nested symbol uses. */
  static boolean verifySymbolTable(Operation op) {
    if (op.numRegions() != 1) {
      return op.emitOpError("Operations with a 'SymbolTable' must have exactly one region").report();
    }
    if (op.region(0).numBlocks() != 1) {
      return op.emitOpError("Operations with a 'SymbolTable' must have exactly one block").report();
    }
    Map<String, Location> seen = new HashMap<>();
    for (Operation child = op.region(0).front().first(); child != null; child = child.nextInBlock()) {
      if (!(child.attr(SymbolTable.SYMBOL_ATTR) instanceof StringAttr name)) {
        continue;
      }
      Location previous = seen.putIfAbsent(name.value(), child.location());
      if (previous != null) {
        return child.emitError("redefinition of symbol named '" + name.value() + "'")
            .attachNote(previous, "see existing symbol definition here")
            .report();
      }
    }
    // Symbol users nested in this table (not inside nested symbol tables).
    ArrayDeque<Region> worklist = new ArrayDeque<>();
    worklist.push(op.region(0));
    while (!worklist.isEmpty()) {
      Region region = worklist.pop();
      for (Block b : region.blocks()) {
        for (Operation o = b.first(); o != null; o = o.nextInBlock()) {
          SymbolUserOpInterface user = o.def().getInterface(SymbolUserOpInterface.class);
          if (user != null && !user.verifySymbolUses(o)) {
            return false;
          }
          if (!o.hasTrait(Trait.SYMBOL_TABLE)) {
            for (int r = 0; r < o.numRegions(); r++) {
              worklist.push(o.region(r));
            }
          }
        }
      }
    }
    return true;
  }

  /** Values used inside an IsolatedFromAbove op must be defined inside it. */
  static boolean verifyIsIsolatedFromAbove(Operation isolated) {
    ArrayDeque<Region> pending = new ArrayDeque<>();
    // Regions visited so far are inside: most operands are checked by one lookup instead of a walk
    // up the region tree (which made deep nesting quadratic).
    java.util.Set<Region> inside = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    // A region with no regions nested in it (an island's: most regions of a large graph) goes to a
    // list instead, made a set only when an operand is found neither in the user's own region nor in
    // inside (never in valid IR): the answers are those of adding every visited region to inside.
    java.util.List<Region> leaves = new java.util.ArrayList<>();
    java.util.Set<Region> leafSet = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    for (int r = 0; r < isolated.numRegions(); r++) {
      Region region = isolated.region(r);
      pending.push(region);
      while (!pending.isEmpty()) {
        Region current = pending.pop();
        boolean nests = false;
        for (Block b : current.blocks()) {
          for (Operation o = b.first(); o != null; o = o.nextInBlock()) {
            for (int i = 0; i < o.numOperands(); i++) {
              Value v = o.operand(i);
              Region operandRegion = v.parentRegion();
              if (operandRegion == null) {
                return o.emitError("operation's operand is unlinked").report();
              }
              if (operandRegion != current && !inside.contains(operandRegion)
                  && !visitedLeaf(operandRegion, leaves, leafSet) && !region.isAncestor(operandRegion)) {
                return o.emitOpError("using value defined outside the region")
                    .attachNote(isolated.location(), "required by region isolation constraints")
                    .report();
              }
            }
            if (o.numRegions() != 0 && !o.hasTrait(Trait.ISOLATED_FROM_ABOVE)) {
              if (!nests) {
                nests = true;
                inside.add(current);
              }
              for (int s = 0; s < o.numRegions(); s++) {
                pending.push(o.region(s));
              }
            }
          }
        }
        if (!nests) {
          leaves.add(current);
        }
      }
    }
    return true;
  }

  /** Whether {@code r} is one of {@code leaves}, through {@code set}, which catches up with the list. */
  private static boolean visitedLeaf(Region r, java.util.List<Region> leaves, java.util.Set<Region> set) {
    for (int i = set.size(); i < leaves.size(); i++) {
      set.add(leaves.get(i));
    }
    return set.contains(r);
  }
}
