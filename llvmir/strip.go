package llvmir

// StripComments removes what llvm-dis writes as comments, so that two texts can
// be compared outside comments: every line that holds only a comment (after
// optional blanks) is dropped, and a trailing comment after a block label
// ("bb:   ; preds = %a") is removed together with the blanks before it. A ';'
// inside a string or quoted name does not start a comment.
func StripComments(src []byte) []byte {
	out := make([]byte, 0, len(src))
	for len(src) > 0 {
		end := 0
		for end < len(src) && src[end] != '\n' {
			end++
		}
		line := src[:end]
		if end < len(src) {
			src = src[end+1:]
		} else {
			src = src[end:]
		}
		// skip leading blanks
		i := 0
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		if i < len(line) && line[i] == ';' {
			continue
		}
		// find a comment outside strings
		inStr := false
		cut := -1
		for j := i; j < len(line); j++ {
			c := line[j]
			if c == '"' {
				inStr = !inStr
			} else if c == ';' && !inStr {
				cut = j
				break
			}
		}
		if cut >= 0 {
			// only strip a comment that follows a label ("name:" or "N:")
			k := cut
			for k > 0 && (line[k-1] == ' ' || line[k-1] == '\t') {
				k--
			}
			if k > 0 && line[k-1] == ':' {
				line = line[:k]
			}
		}
		out = append(out, line...)
		out = append(out, '\n')
	}
	return out
}
