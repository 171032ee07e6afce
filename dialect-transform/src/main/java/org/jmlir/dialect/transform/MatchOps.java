package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.transform.CoreOps.TransformOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/** {@code transform.structured.match}: finds payload ops nested in (and including) the target by name, interface and attributes. */
public final class MatchOps {
  private MatchOps() {}

  static final List<String> INTERFACES = List.of("LinalgOp", "TilingInterface", "LoopLikeInterface");

  static Attribute parseAttribute(DialectAsmParser p) {
    int offset = p.currentOffset();
    throw p.emitError(offset, "unknown attribute in dialect `transform`");
  }

  private static Attribute interfaceValue(org.jmlir.ir.parse.AsmParser p, boolean optional) {
    int o = p.currentOffset();
    String k = p.parseOptionalKeyword();
    if (k == null && optional) {
      return null;
    }
    if (k == null || !INTERFACES.contains(k)) {
      throw p.emitError(o, "expected ::mlir::transform::MatchInterfaceEnum to be one of: LinalgOp, TilingInterface, LoopLikeInterface");
    }
    MLIRContext ctx = p.context();
    return IntegerAttr.get(ctx, IntegerType.get(ctx, 32), INTERFACES.indexOf(k));
  }

  /** {@code MatchInterfaceEnum}: an i32 property written as its case name. */
  static final AttrConstraint INTERFACE =
      new AttrConstraint(
          "Interfaces that can be matched",
          a -> a instanceof IntegerAttr i && i.longValue() >= 0 && i.longValue() < INTERFACES.size(),
          p -> interfaceValue(p, false),
          p -> interfaceValue(p, true),
          (a, p) -> p.print(INTERFACES.get((int) ((IntegerAttr) a).longValue())));

  static final AttrConstraint STR_ARRAY =
      AttrConstraint.of(
          "string array attribute",
          a -> {
            if (!(a instanceof ArrayAttr arr)) {
              return false;
            }
            for (Attribute e : arr.elements()) {
              if (!(e instanceof StringAttr)) {
                return false;
              }
            }
            return true;
          });

  static final AttrConstraint TYPE_ARRAY =
      AttrConstraint.of(
          "type array attribute",
          a -> {
            if (!(a instanceof ArrayAttr arr)) {
              return false;
            }
            for (Attribute e : arr.elements()) {
              if (!(e instanceof TypeAttr)) {
                return false;
              }
            }
            return true;
          });

  public static final OpDef MATCH =
      OpSpec.define("transform.structured.match", TransformOp::new)
          .operand("target", CoreOps.OP_HANDLE)
          .optionalAttr("ops", STR_ARRAY)
          .optionalAttr("interface", INTERFACE)
          .optionalAttr("op_attrs", AttrConstraint.DICTIONARY)
          .optionalAttr("filter_result_type", AttrConstraint.of("any type attribute", a -> a instanceof TypeAttr))
          .optionalAttr("filter_operand_types", TYPE_ARRAY)
          .result("results", CoreOps.OP_HANDLE)
          .format(
              "(`ops` `{` $ops^ `}`)? (`interface` `{` $interface^ `}`)? (`attributes` $op_attrs^)?"
                  + " (`filter_result_type` `=` $filter_result_type^)? (`filter_operand_types` `=`"
                  + " $filter_operand_types^)? `in` $target attr-dict `:` functional-type($target, results)")
          .verifier(MatchOps::verifyMatch)
          .addInterface(TransformOpInterface.class, MatchOps::applyMatch)
          .build();

  private static boolean verifyMatch(Operation op) {
    if (op.inherentAttr("ops") != null && op.inherentAttr("interface") != null) {
      return op.emitOpError("no interface filter is allowed when ops filter is specified").report();
    }
    return true;
  }

  static boolean implementsInterface(Operation op, String iface) {
    String n = op.name();
    switch (iface) {
      case "LinalgOp":
        return n.startsWith("linalg.") && op.numRegions() == 1 && !n.equals("linalg.yield") && !n.equals("linalg.index");
      case "TilingInterface":
        return (n.startsWith("linalg.") && op.numRegions() == 1 && !n.equals("linalg.yield"))
            || n.equals("tensor.pad");
      case "LoopLikeInterface":
        return op.def().getInterface(org.jmlir.ir.interfaces.LoopLikeOpInterface.class) != null
            || Set.of("scf.for", "scf.forall", "scf.parallel", "scf.while", "affine.for", "affine.parallel").contains(n);
      default:
        return false;
    }
  }

  private static DiagnosedResult applyMatch(Operation op, TransformState state) {
    List<Operation> targets = state.payloadOps(op.operand(0));
    if (targets.size() != 1) {
      return DiagnosedResult.definite(DiagnosedResult.error(op, "requires exactly one target handle (got " + targets.size() + ")"));
    }
    Set<String> names = null;
    if (op.inherentAttr("ops") instanceof ArrayAttr a) {
      names = new HashSet<>();
      for (Attribute e : a.elements()) {
        names.add(((StringAttr) e).value());
      }
    }
    String iface = op.inherentAttr("interface") instanceof IntegerAttr m ? INTERFACES.get((int) m.longValue()) : null;
    List<NamedAttribute> attrs = op.inherentAttr("op_attrs") instanceof DictionaryAttr d ? d.entries() : List.of();
    Type resultType = op.inherentAttr("filter_result_type") instanceof TypeAttr t ? t.value() : null;
    List<Type> operandTypes = null;
    if (op.inherentAttr("filter_operand_types") instanceof ArrayAttr a) {
      operandTypes = new ArrayList<>();
      for (Attribute e : a.elements()) {
        operandTypes.add(((TypeAttr) e).value());
      }
    }
    final Set<String> fNames = names;
    final List<Type> fOperandTypes = operandTypes;
    List<Operation> found = new ArrayList<>();
    targets.get(0).walk(
        candidate -> {
          if (fNames != null && !fNames.contains(candidate.name())) {
            return;
          }
          if (iface != null && !implementsInterface(candidate, iface)) {
            return;
          }
          for (NamedAttribute na : attrs) {
            Attribute have = candidate.attr(na.name());
            if (have == null || have != na.value()) {
              return;
            }
          }
          if (resultType != null && (candidate.numResults() != 1 || candidate.result(0).type() != resultType)) {
            return;
          }
          if (fOperandTypes != null) {
            if (fOperandTypes.size() == 1) {
              for (var v : candidate.operands()) {
                if (v.type() != fOperandTypes.get(0)) {
                  return;
                }
              }
            } else {
              if (candidate.numOperands() != fOperandTypes.size()) {
                return;
              }
              for (int i = 0; i < fOperandTypes.size(); i++) {
                if (candidate.operand(i).type() != fOperandTypes.get(i)) {
                  return;
                }
              }
            }
          }
          found.add(candidate);
        });
    return state.setPayloadOps(op, op.result(0), found) ? DiagnosedResult.success() : DiagnosedResult.definite();
  }

  static final List<OpDef> ALL = List.of(MATCH);
}
