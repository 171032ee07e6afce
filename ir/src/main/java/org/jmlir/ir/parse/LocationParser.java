package org.jmlir.ir.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.loc.CallSiteLoc;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.FusedLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.print.AttrTypePrinter;

/** Parses {@code loc(...)} and the location forms inside it (MLIR's LocationParser.cpp). */
public final class LocationParser extends ParserBase {
  LocationParser(ParserState state) {
    super(state);
  }

  /** {@code loc(...)}; the current token must be the {@code loc} keyword. */
  public Location parseLocationSpecifier() {
    consume();
    expect(TokenKind.L_PAREN, "expected '(' in location");
    Location loc = parseLocationInstance();
    expect(TokenKind.R_PAREN, "expected ')' in location");
    return loc;
  }

  /** The location inside {@code loc(...)} (also used for {@code #loc} alias definitions). */
  public Location parseLocationInstance() {
    NestingGuard nesting = state.attributes.nesting;
    nesting.enter(this);
    try {
      return parseInstance();
    } finally {
      nesting.exit();
    }
  }

  private Location parseInstance() {
    if (at(TokenKind.HASH_IDENTIFIER)) {
      Attribute a = state.attributes.parseAttribute(null);
      if (a instanceof Location l) {
        return l;
      }
      StringBuilder sb = new StringBuilder("expected location attribute, but got");
      new AttrTypePrinter().printAttribute(sb, a, AttrTypePrinter.Elision.NEVER);
      throw emitError(sb.toString());
    }
    if (at(TokenKind.STRING)) {
      return parseNameOrFileLineCol();
    }
    if (!at(TokenKind.BARE_IDENTIFIER)) {
      throw emitWrongTokenError("expected location instance");
    }
    if (lex.isKeyword("callsite")) {
      consume();
      expect(TokenKind.L_PAREN, "expected '(' in callsite location");
      Location callee = parseLocationInstance();
      if (!lex.isKeyword("at")) {
        throw emitWrongTokenError("expected 'at' in callsite location");
      }
      consume();
      Location caller = parseLocationInstance();
      expect(TokenKind.R_PAREN, "expected ')' in callsite location");
      return CallSiteLoc.get(ctx, callee, caller);
    }
    if (lex.isKeyword("fused")) {
      consume();
      Attribute metadata = null;
      if (consumeIf(TokenKind.LESS)) {
        metadata = state.attributes.parseAttribute(null);
        expect(TokenKind.GREATER, "expected '>' after fused location metadata");
      }
      List<Location> locs = new ArrayList<>();
      parseCommaSeparatedList(Delimiter.SQUARE, () -> locs.add(parseLocationInstance()), "in fused location");
      return fused(ctx, locs, metadata);
    }
    if (lex.isKeyword("unknown")) {
      consume();
      return UnknownLoc.get(ctx);
    }
    throw emitWrongTokenError("expected location instance");
  }

  /**
   * MLIR's FusedLoc::get: flattens nested fused locations with the same metadata, drops unknown and
   * duplicate locations, and returns the single location (or unknown) when no fusion remains.
   */
  public static Location fused(MLIRContext ctx, List<Location> locs, Attribute metadata) {
    LinkedHashSet<Location> set = new LinkedHashSet<>();
    for (Location l : locs) {
      if (l instanceof FusedLoc f && f.metadata() == metadata) {
        set.addAll(f.locations());
        continue;
      }
      if (!(l instanceof UnknownLoc)) {
        set.add(l);
      }
    }
    if (set.isEmpty()) {
      if (metadata == null) {
        return UnknownLoc.get(ctx);
      }
      return FusedLoc.get(ctx, List.of(UnknownLoc.get(ctx)), metadata);
    }
    if (set.size() == 1 && metadata == null) {
      return set.iterator().next();
    }
    return FusedLoc.get(ctx, new ArrayList<>(set), metadata);
  }

  private int unsignedValue(String message) {
    BigInteger v = integerTokenValue();
    if (v == null || v.bitLength() > 32) {
      throw emitWrongTokenError(message);
    }
    consume();
    return (int) v.longValue();
  }

  private Location parseNameOrFileLineCol() {
    String str = stringTokenValue();
    consume();
    if (consumeIf(TokenKind.COLON)) {
      if (!at(TokenKind.INTEGER)) {
        throw emitWrongTokenError("expected integer line number in FileLineColRange");
      }
      int line = unsignedValue("expected integer line number in FileLineColRange");
      if (!at(TokenKind.COLON)) {
        // A line-only range; kept as column 0 (this model has no column-less form).
        return FileLineColLoc.get(ctx, str, line, 0);
      }
      consume();
      if (!at(TokenKind.INTEGER)) {
        throw emitWrongTokenError("expected integer column number in FileLineColRange");
      }
      int col = unsignedValue("expected integer column number in FileLineColRange");
      if (!lex.isKeyword("to")) {
        return FileLineColLoc.get(ctx, str, line, col);
      }
      consume();
      int endLine = line;
      if (at(TokenKind.INTEGER)) {
        endLine = unsignedValue("expected integer line number in FileLineColRange");
      }
      if (!at(TokenKind.COLON)) {
        throw emitWrongTokenError("expected either integer or `:` post `to` in FileLineColRange");
      }
      consume();
      if (!at(TokenKind.INTEGER)) {
        throw emitWrongTokenError("expected integer column number in FileLineColRange");
      }
      int endCol = unsignedValue("expected integer column number in FileLineColRange");
      return FileLineColLoc.range(ctx, str, line, col, endLine, endCol);
    }
    if (consumeIf(TokenKind.L_PAREN)) {
      Location child = parseLocationInstance();
      expect(TokenKind.R_PAREN, "expected ')' after child location of NameLoc");
      return NameLoc.get(ctx, str, child);
    }
    return NameLoc.get(ctx, str);
  }
}
