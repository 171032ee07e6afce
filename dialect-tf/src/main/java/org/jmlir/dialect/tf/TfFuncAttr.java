package org.jmlir.dialect.tf;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.print.AttrTypeText;

/**
 * {@code #tf_type.func<@f, {attrs}>}: a function with attributes (a TensorFlow NameAttrList);
 * {@code #tf_type.func<"", {}>} when the name is empty.
 */
public final class TfFuncAttr implements DialectAttribute {
  private record Key(SymbolRefAttr name, DictionaryAttr attrs) {}

  private final SymbolRefAttr name;
  private final DictionaryAttr attrs;
  private final String body;

  private TfFuncAttr(Key k) {
    this.name = k.name;
    this.attrs = k.attrs;
    String n = name.root().isEmpty() && name.nested().isEmpty() ? "\"\"" : AttrTypeText.attribute(name);
    this.body = "func<" + n + ", " + AttrTypeText.attribute(attrs) + ">";
  }

  public static TfFuncAttr get(MLIRContext ctx, SymbolRefAttr name, DictionaryAttr attrs) {
    return ctx.intern(new Key(name, attrs), TfFuncAttr::new);
  }

  /** {@code #tf_type.func<@name, attrs>}; an empty {@code name} gives {@code ""}. */
  public static TfFuncAttr get(MLIRContext ctx, String name, DictionaryAttr attrs) {
    return get(ctx, SymbolRefAttr.get(ctx, name), attrs);
  }

  public SymbolRefAttr name() {
    return name;
  }

  public DictionaryAttr attrs() {
    return attrs;
  }

  @Override
  public String dialectNamespace() {
    return TfTypeDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return body;
  }

  @Override
  public String toString() {
    return "#tf_type." + body;
  }
}
