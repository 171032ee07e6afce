package org.jmlir.dialect.func;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * The parts of a function-like op's custom syntax that every such op shares (MLIR's
 * function_interface_impl): the argument list and the {@code arg_attrs}/{@code res_attrs} arrays.
 * Used by {@code func.func} and {@code llvm.func}.
 */
public final class FunctionSyntax {
  private FunctionSyntax() {}

  /** Each parsed argument's attribute dictionary, empty where it had none. */
  public static List<DictionaryAttr> argAttrs(List<Argument> args, MLIRContext ctx) {
    List<DictionaryAttr> out = new ArrayList<>(args.size());
    for (Argument a : args) {
      out.add(a.attrs() == null ? DictionaryAttr.empty(ctx) : a.attrs());
    }
    return out;
  }

  /** Adds {@code name = [dicts...]} to {@code props} unless every dictionary is empty (MLIR omits it then). */
  public static void addAttrArray(List<NamedAttribute> props, String name, List<DictionaryAttr> dicts, MLIRContext ctx) {
    for (DictionaryAttr d : dicts) {
      if (!d.isEmpty()) {
        props.add(new NamedAttribute(name, ArrayAttr.get(ctx, dicts)));
        return;
      }
    }
  }

  /**
   * Prints the arguments between the parentheses: the entry block's arguments with their attributes,
   * or, for an external function, the bare types with their attributes.
   */
  public static void printArguments(Operation op, OpAsmPrinter p, List<Type> types, boolean external) {
    ArrayAttr argAttrs = op.inherentAttr("arg_attrs") instanceof ArrayAttr a ? a : null;
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      List<NamedAttribute> attrs = argAttrs == null ? List.of() : ((DictionaryAttr) argAttrs.get(i)).entries();
      if (!external) {
        p.printRegionArgument(op.region(0).front().argument(i), attrs, false);
      } else {
        p.printType(types.get(i));
        p.printOptionalAttrDict(attrs, List.of());
      }
    }
  }

  /**
   * The parenthesized argument list of a function-like op, {@code (%arg0: t {attrs} loc(...), ...)}
   * or {@code (t {attrs}, ...)} (MLIR's parseFunctionArgumentList), appended to {@code args}; true when
   * the arguments are named (they then define the entry block).
   */
  public static boolean parseArgumentList(org.jmlir.ir.parse.OpAsmParser p, List<org.jmlir.ir.parse.Argument> args) {
    return parseArgumentList(p, args, null);
  }

  /**
   * As {@link #parseArgumentList(org.jmlir.ir.parse.OpAsmParser, List)}; with {@code variadic} non-null
   * (MLIR's allowVariadic: llvm.func) a last {@code ...} is accepted and sets {@code variadic[0]}.
   */
  public static boolean parseArgumentList(
      org.jmlir.ir.parse.OpAsmParser p, List<org.jmlir.ir.parse.Argument> args, boolean[] variadic) {
    MLIRContext ctx = p.context();
    boolean[] named = {false};
    p.parseCommaSeparatedList(
        org.jmlir.ir.parse.Delimiter.PAREN,
        () -> {
          int offset = p.currentOffset();
          if (variadic != null) {
            if (variadic[0]) {
              throw p.emitError(offset, "variadic arguments must be in the end of the argument list");
            }
            if (p.parseOptionalEllipsis()) {
              variadic[0] = true;
              return;
            }
          }
          org.jmlir.ir.parse.Argument a = p.parseOptionalArgument(true, true);
          if (a != null) {
            if (!args.isEmpty() && !named[0]) {
              throw p.emitError(offset, "expected type instead of SSA identifier");
            }
            named[0] = true;
            args.add(a);
            return;
          }
          if (!args.isEmpty() && named[0]) {
            throw p.emitError(offset, "expected SSA identifier");
          }
          Type t = p.parseType();
          List<NamedAttribute> attrs = new ArrayList<>();
          p.parseOptionalAttrDict(attrs);
          org.jmlir.ir.loc.Location loc = p.parseOptionalLocationSpecifier();
          args.add(new org.jmlir.ir.parse.Argument(null, t, DictionaryAttr.get(ctx, attrs), loc));
        },
        "");
    return named[0];
  }

  /** MLIR's parseFunctionResultList after {@code ->}: a type, or a parenthesized list of types with attributes. */
  public static void parseResultList(org.jmlir.ir.parse.OpAsmParser p, List<Type> types, List<DictionaryAttr> attrs) {
    MLIRContext ctx = p.context();
    if (!p.parseOptionalLParen()) {
      types.add(p.parseType());
      attrs.add(DictionaryAttr.empty(ctx));
      return;
    }
    if (p.parseOptionalRParen()) {
      return;
    }
    do {
      types.add(p.parseType());
      List<NamedAttribute> a = new ArrayList<>();
      p.parseOptionalAttrDict(a);
      attrs.add(DictionaryAttr.get(ctx, a));
    } while (p.parseOptionalComma());
    p.parseRParen();
  }

  /** Prints {@code  -> R} or {@code  -> (R {attrs}, ...)} from the op's {@code res_attrs}; nothing for no results. */
  public static void printResults(Operation op, OpAsmPrinter p, List<Type> results) {
    if (results.isEmpty()) {
      return;
    }
    p.print(" -> ");
    ArrayAttr resAttrs = op.inherentAttr("res_attrs") instanceof ArrayAttr a ? a : null;
    boolean parens =
        results.size() > 1
            || results.get(0) instanceof org.jmlir.ir.type.FunctionType
            || (resAttrs != null && !((DictionaryAttr) resAttrs.get(0)).isEmpty());
    if (parens) {
      p.print('(');
    }
    for (int i = 0; i < results.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printType(results.get(i));
      if (resAttrs != null) {
        p.printOptionalAttrDict(((DictionaryAttr) resAttrs.get(i)).entries(), List.of());
      }
    }
    if (parens) {
      p.print(')');
    }
  }
}
