package org.jmlir.ir.parse;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.UnitAttr;

/**
 * {@code {name = value, name, "quoted" = value}}: the attribute dictionary of an op (MLIR's
 * parseAttributeDict). Bare names without a value are unit attributes.
 */
final class AttrDictParser {
  private AttrDictParser() {}

  /** Parses the dictionary at the current {@code {} into {@code out}, in source order. */
  static void parse(ParserBase p, List<NamedAttribute> out) {
    Set<String> seen = new HashSet<>();
    Lexer lex = p.lex;
    p.parseCommaSeparatedList(
        Delimiter.BRACES,
        () -> {
          String name;
          TokenKind k = lex.kind();
          if (k == TokenKind.STRING) {
            name = p.stringTokenValue();
          } else if (k == TokenKind.BARE_IDENTIFIER || k == TokenKind.INTTYPE) {
            name = lex.spelling();
          } else {
            throw p.emitWrongTokenError("expected attribute name");
          }
          if (name.isEmpty()) {
            throw p.emitError("expected valid attribute name");
          }
          if (!seen.add(name)) {
            throw p.emitError("duplicate key '" + name + "' in dictionary attribute");
          }
          p.consume();
          int dot = name.indexOf('.');
          if (dot > 0) {
            p.ctx.getOrLoadDialect(name.substring(0, dot));
          }
          if (!p.consumeIf(TokenKind.EQUAL)) {
            out.add(new NamedAttribute(name, UnitAttr.get(p.ctx)));
            return;
          }
          Attribute value = p.state.attributes.parseAttribute(null);
          out.add(new NamedAttribute(name, value));
        },
        "in attribute dictionary");
  }
}
