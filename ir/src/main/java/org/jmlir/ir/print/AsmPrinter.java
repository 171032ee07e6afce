package org.jmlir.ir.print;

import java.util.Collection;
import java.util.List;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.type.Type;

/** The printing hooks shared by custom op syntax and dialect types/attributes (MLIR's AsmPrinter). */
public interface AsmPrinter {
  AsmPrinter print(String text);

  AsmPrinter print(char c);

  AsmPrinter print(long n);

  void printType(Type type);

  /** Prints an attribute with its type where the syntax needs one ({@code 1 : i32}). */
  void printAttribute(Attribute attr);

  /** Prints an attribute without its trailing {@code : type} ({@code 1}, {@code dense<1>}). */
  void printAttributeWithoutType(Attribute attr);

  /** {@code {a = 1, b}}: nothing when all entries are elided or there are none. */
  void printOptionalAttrDict(List<NamedAttribute> attrs, Collection<String> elidedNames);

  /** {@code attributes {a = 1}}, with a leading space, when there is something to print. */
  void printOptionalAttrDictWithKeyword(List<NamedAttribute> attrs, Collection<String> elidedNames);

  /** {@code @name}, quoted when not a bare identifier. */
  void printSymbolName(String name);

  /** A bare identifier when valid, else a quoted string. */
  void printKeywordOrString(String keyword);

  /** A quoted, escaped string literal. */
  void printString(String value);

  /** {@code -> type} or {@code -> (types)} (nothing for none... see MLIR: prints {@code -> ()}). */
  void printArrowTypeList(List<Type> types);

  /** {@code (t1, t2) -> r} as MLIR prints function types. */
  void printFunctionalType(List<Type> inputs, List<Type> results);
}
