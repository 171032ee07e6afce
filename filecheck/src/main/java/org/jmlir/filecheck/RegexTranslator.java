package org.jmlir.filecheck;

/**
 * Translates FileCheck's regex dialect (LLVM's Regex: Henry Spencer's POSIX ERE with REG_NEWLINE, plus
 * back-references {@code \1}..{@code \9}) into java.util.regex syntax, and validates it with the same
 * error messages LLVM's regcomp gives ("invalid regex: parentheses not balanced" etc.).
 *
 * <p>Differences handled here: a backslash before anything but a digit is the character itself
 * ({@code \d} is "d", {@code \n} is "n"); bracket expressions are evaluated to an explicit byte set
 * (POSIX classes {@code [:alpha:]}, collating symbols, {@code ]} first, literal backslash) and a negated
 * bracket never matches newline; only one repetition operator may follow an atom; {@code {} is literal
 * unless a digit follows. The result uses only non-capturing helper groups, so group numbers are the
 * POSIX ones. POSIX picks the leftmost-longest match while Java picks leftmost-first; the translation
 * reports {@link Result#needsLongest} when the two can differ (alternation, quantified groups) so the
 * matcher can extend the match.
 */
final class RegexTranslator {
  /** The translation of one regex. */
  record Result(String java, int groups, boolean mayMatchNewline, boolean needsLongest) {}

  /** A regcomp error; the message is regerror's text. */
  static final class RegexError extends Exception {
    RegexError(String message) {
      super(message, null, false, false);
    }
  }

  private static final String EMPTY = "empty (sub)expression";
  private static final String EPAREN = "parentheses not balanced";
  private static final String BADRPT = "repetition-operator operand invalid";
  private static final String EESCAPE = "trailing backslash (\\)";
  private static final String ESUBREG = "invalid backreference number";
  private static final String EBRACK = "brackets ([ ]) not balanced";
  private static final String ERANGE = "invalid character range";
  private static final String ECTYPE = "invalid character class";
  private static final String ECOLLATE = "invalid collating element";
  private static final String BADBR = "invalid repetition count(s)";
  private static final String EBRACE = "braces not balanced";
  private static final int DUP_MAX = 255;

  private final String re;
  private final boolean ignoreCase;
  private int pos;
  private final StringBuilder out = new StringBuilder();
  private int groups;
  private final boolean[] closedGroups = new boolean[10];
  private boolean mayMatchNewline;
  private boolean needsLongest;

  private RegexTranslator(String re, boolean ignoreCase) {
    this.re = re;
    this.ignoreCase = ignoreCase;
  }

  /** Translates {@code re}; throws with LLVM's message when regcomp would reject it. */
  static Result translate(String re, boolean ignoreCase) throws RegexError {
    RegexTranslator t = new RegexTranslator(re, ignoreCase);
    t.parseEre(-1);
    if (t.more()) {
      throw new RegexError(EPAREN);
    }
    return new Result(t.out.toString(), t.groups, t.mayMatchNewline, t.needsLongest);
  }

  /** Escapes {@code s} so that it matches itself in a Java regex. */
  static void quote(String s, int from, int to, StringBuilder sb) {
    for (int i = from; i < to; i++) {
      appendLiteral(s.charAt(i), sb);
    }
  }

  static void appendLiteral(char c, StringBuilder sb) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == ' ' || c == '_'
        || c == '%' || c == ',' || c == ':' || c == '@' || c == '=' || c == '"' || c == '\'' || c == '/'
        || c == ';' || c == '<' || c == '>' || c == '!' || c == '#' || c == '~' || c == '`' || c == '&') {
      sb.append(c);
    } else {
      sb.append("\\x").append(Character.forDigit(c >> 4 & 0xf, 16)).append(Character.forDigit(c & 0xf, 16));
    }
  }

  private boolean more() {
    return pos < re.length();
  }

  private char peek() {
    return re.charAt(pos);
  }

  private boolean see(char c) {
    return more() && peek() == c;
  }

  private boolean isRepetitionStart() {
    if (!more()) {
      return false;
    }
    char c = peek();
    return c == '*' || c == '+' || c == '?'
        || (c == '{' && pos + 1 < re.length() && isDigit(re.charAt(pos + 1)));
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private void parseEre(int stop) throws RegexError {
    while (true) {
      int conc = pos;
      while (more() && peek() != '|' && peek() != stop) {
        parseEreExp();
      }
      if (pos == conc) {
        throw new RegexError(EMPTY);
      }
      if (!see('|')) {
        break;
      }
      pos++;
      out.append('|');
      needsLongest = true;
    }
  }

  private void parseEreExp() throws RegexError {
    char c = re.charAt(pos++);
    int atomStart = out.length();
    boolean wasCaret = false;
    boolean groupAtom = false;
    switch (c) {
      case '(' -> {
        if (!more()) {
          throw new RegexError(EPAREN);
        }
        int group = ++groups;
        out.append('(');
        if (!see(')')) {
          parseEre(')');
        }
        if (!see(')')) {
          throw new RegexError(EPAREN);
        }
        pos++;
        out.append(')');
        if (group < closedGroups.length) {
          closedGroups[group] = true;
        }
        groupAtom = true;
      }
      case ')' -> throw new RegexError(EPAREN);
      case '^' -> {
        out.append('^');
        wasCaret = true;
      }
      case '$' -> out.append('$');
      case '|' -> throw new RegexError(EMPTY);
      case '*', '+', '?' -> throw new RegexError(BADRPT);
      case '.' -> out.append('.');
      case '[' -> parseBracket();
      case '\\' -> {
        if (!more()) {
          throw new RegexError(EESCAPE);
        }
        char e = re.charAt(pos++);
        if (e >= '1' && e <= '9') {
          if (!closedGroups[e - '0']) {
            throw new RegexError(ESUBREG);
          }
          out.append("(?:\\").append(e).append(')');
          groupAtom = true;
        } else {
          appendLiteral(e, out);
        }
      }
      case '{' -> {
        if (more() && isDigit(peek())) {
          throw new RegexError(BADRPT);
        }
        appendLiteral(c, out);
      }
      default -> appendLiteral(c, out);
    }
    if (!isRepetitionStart()) {
      return;
    }
    char r = re.charAt(pos++);
    if (wasCaret) {
      throw new RegexError(BADRPT);
    }
    if (c == '$' || c == '^') {
      out.insert(atomStart, "(?:").append(')');
    }
    if (groupAtom) {
      needsLongest = true;
    }
    switch (r) {
      case '*', '+', '?' -> out.append(r);
      default -> {
        int count = parseCount();
        int count2;
        boolean unbounded = false;
        if (see(',')) {
          pos++;
          if (more() && isDigit(peek())) {
            count2 = parseCount();
            if (count > count2) {
              throw new RegexError(BADBR);
            }
          } else {
            count2 = -1;
            unbounded = true;
          }
        } else {
          count2 = count;
        }
        if (!see('}')) {
          while (more() && peek() != '}') {
            pos++;
          }
          throw new RegexError(more() ? BADBR : EBRACE);
        }
        pos++;
        out.append('{').append(count);
        if (unbounded) {
          out.append(",}");
        } else if (count2 != count) {
          out.append(',').append(count2).append('}');
        } else {
          out.append('}');
        }
      }
    }
    if (isRepetitionStart()) {
      throw new RegexError(BADRPT);
    }
  }

  private int parseCount() throws RegexError {
    int count = 0;
    int digits = 0;
    while (more() && isDigit(peek()) && count <= DUP_MAX) {
      count = count * 10 + (peek() - '0');
      pos++;
      digits++;
    }
    if (digits == 0 || count > DUP_MAX) {
      throw new RegexError(BADBR);
    }
    return count;
  }

  private void parseBracket() throws RegexError {
    if (re.startsWith("[:<:]]", pos)) {
      pos += 6;
      out.append("\\b(?=\\w)");
      return;
    }
    if (re.startsWith("[:>:]]", pos)) {
      pos += 6;
      out.append("\\b(?<=\\w)");
      return;
    }
    boolean[] set = new boolean[256];
    boolean invert = false;
    if (see('^')) {
      pos++;
      invert = true;
    }
    if (see(']')) {
      pos++;
      set[']'] = true;
    } else if (see('-')) {
      pos++;
      set['-'] = true;
    }
    while (more() && peek() != ']' && !(peek() == '-' && pos + 1 < re.length() && re.charAt(pos + 1) == ']')) {
      parseBracketTerm(set);
    }
    if (see('-')) {
      pos++;
      set['-'] = true;
    }
    if (!see(']')) {
      throw new RegexError(EBRACK);
    }
    pos++;
    if (ignoreCase) {
      for (int i = 0; i < 256; i++) {
        if (set[i] && ((i >= 'a' && i <= 'z') || (i >= 'A' && i <= 'Z'))) {
          set[i ^ 0x20] = true;
        }
      }
    }
    if (invert) {
      for (int i = 0; i < 256; i++) {
        set[i] = !set[i];
      }
      set['\n'] = false;
    }
    if (set['\n']) {
      mayMatchNewline = true;
    }
    appendSet(set);
  }

  private void appendSet(boolean[] set) {
    int start = out.length();
    out.append('[');
    int i = 0;
    while (i < 256) {
      if (!set[i]) {
        i++;
        continue;
      }
      int j = i;
      while (j + 1 < 256 && set[j + 1]) {
        j++;
      }
      appendClassChar((char) i);
      if (j > i) {
        if (j > i + 1) {
          out.append('-');
        }
        appendClassChar((char) j);
      }
      i = j + 1;
    }
    if (out.length() == start + 1) {
      out.setLength(start);
      out.append("(?!)");
      return;
    }
    out.append(']');
  }

  private void appendClassChar(char c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
      out.append(c);
    } else {
      out.append("\\x").append(Character.forDigit(c >> 4 & 0xf, 16)).append(Character.forDigit(c & 0xf, 16));
    }
  }

  private void parseBracketTerm(boolean[] set) throws RegexError {
    char c = peek();
    char kind = 0;
    if (c == '[') {
      kind = pos + 1 < re.length() ? re.charAt(pos + 1) : 0;
    } else if (c == '-') {
      throw new RegexError(ERANGE);
    }
    switch (kind) {
      case ':' -> {
        pos += 2;
        if (!more()) {
          throw new RegexError(EBRACK);
        }
        if (peek() == '-' || peek() == ']') {
          throw new RegexError(ECTYPE);
        }
        int start = pos;
        while (more() && Character.isLetter(peek()) && peek() < 128) {
          pos++;
        }
        addClass(re.substring(start, pos), set);
        if (!more()) {
          throw new RegexError(EBRACK);
        }
        if (!re.startsWith(":]", pos)) {
          throw new RegexError(ECTYPE);
        }
        pos += 2;
      }
      case '=' -> {
        pos += 2;
        if (!more()) {
          throw new RegexError(EBRACK);
        }
        if (peek() == '-' || peek() == ']') {
          throw new RegexError(ECOLLATE);
        }
        set[collatingElement('=')] = true;
        if (!more()) {
          throw new RegexError(EBRACK);
        }
        if (!re.startsWith("=]", pos)) {
          throw new RegexError(ECOLLATE);
        }
        pos += 2;
      }
      default -> {
        int start = bracketSymbol();
        int finish = start;
        if (see('-') && pos + 1 < re.length() && re.charAt(pos + 1) != ']') {
          pos++;
          if (see('-')) {
            pos++;
            finish = '-';
          } else {
            finish = bracketSymbol();
          }
        }
        if (start > finish) {
          throw new RegexError(ERANGE);
        }
        for (int i = start; i <= finish; i++) {
          set[i & 0xff] = true;
        }
      }
    }
  }

  private int bracketSymbol() throws RegexError {
    if (!more()) {
      throw new RegexError(EBRACK);
    }
    if (!re.startsWith("[.", pos)) {
      return re.charAt(pos++);
    }
    pos += 2;
    int value = collatingElement('.');
    if (!re.startsWith(".]", pos)) {
      throw new RegexError(ECOLLATE);
    }
    pos += 2;
    return value;
  }

  private int collatingElement(char end) throws RegexError {
    int start = pos;
    while (more() && !(peek() == end && pos + 1 < re.length() && re.charAt(pos + 1) == ']')) {
      pos++;
    }
    if (!more()) {
      throw new RegexError(EBRACK);
    }
    String name = re.substring(start, pos);
    int named = CollatingNames.lookup(name);
    if (named >= 0) {
      return named;
    }
    if (name.length() == 1) {
      return name.charAt(0) & 0xff;
    }
    throw new RegexError(ECOLLATE);
  }

  private static void addClass(String name, boolean[] set) throws RegexError {
    for (int i = 0; i < 256; i++) {
      boolean in = switch (name) {
        case "alnum" -> isAlpha(i) || (i >= '0' && i <= '9');
        case "alpha" -> isAlpha(i);
        case "blank" -> i == ' ' || i == '\t';
        case "cntrl" -> i < 32 || i == 127;
        case "digit" -> i >= '0' && i <= '9';
        case "graph" -> i > 32 && i < 127;
        case "lower" -> i >= 'a' && i <= 'z';
        case "print" -> i >= 32 && i < 127;
        case "punct" -> i > 32 && i < 127 && !isAlpha(i) && !(i >= '0' && i <= '9');
        case "space" -> i == ' ' || (i >= 9 && i <= 13);
        case "upper" -> i >= 'A' && i <= 'Z';
        case "xdigit" -> (i >= '0' && i <= '9') || (i >= 'a' && i <= 'f') || (i >= 'A' && i <= 'F');
        default -> throw new RegexError(ECTYPE);
      };
      if (in) {
        set[i] = true;
      }
    }
  }

  private static boolean isAlpha(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }
}
