package org.jmlir.lit.shell;

import java.util.List;

/**
 * A parsed RUN line, as lit's internal shell sees it: commands joined into pipelines, pipelines joined
 * by {@code ;}, {@code &&} and {@code ||} (left-associative, equal precedence, like lit's ShParser).
 */
public sealed interface ShNode permits ShNode.Seq, ShNode.Pipeline {

  /** {@code lhs op rhs}, where {@code op} is one of {@code ;}, {@code &&}, {@code ||}. */
  record Seq(ShNode lhs, String op, ShNode rhs) implements ShNode {}

  /** {@code cmd | cmd | ...}; its status is the last non-zero status of its commands (pipefail). */
  record Pipeline(List<Command> commands) implements ShNode {
    public Pipeline {
      commands = List.copyOf(commands);
    }
  }

  /** One word of a command line after quote removal; {@code glob} when it has unquoted {@code *}/{@code ?}. */
  record Word(String text, boolean glob) {
    public static Word of(String text) {
      return new Word(text, false);
    }

    @Override
    public String toString() {
      return text;
    }
  }

  /**
   * A redirection: {@code fd op target}. {@code op} is one of {@code >}, {@code >>}, {@code <},
   * {@code >&}, {@code <&}, {@code &>}; {@code fd} is -1 when none was written (the op's default).
   */
  record Redirect(String op, int fd, Word target) {
    /** The descriptor this redirection changes. */
    public int effectiveFd() {
      if (fd >= 0) {
        return fd;
      }
      return op.startsWith("<") ? 0 : 1;
    }
  }

  /** A simple command: its words (the first names the program) and its redirections in order. */
  record Command(List<Word> args, List<Redirect> redirects) {
    public Command {
      args = List.copyOf(args);
      redirects = List.copyOf(redirects);
    }

    public List<String> argStrings() {
      return args.stream().map(Word::text).toList();
    }
  }
}
