// Shared by the prompt tests: the golden files of tests/golden/prompt/, found from this
// header's own path (__FILE__) so that the suite runs from any working directory.
#pragma once

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

inline std::filesystem::path prompt_golden_dir() {
    return std::filesystem::path(__FILE__).parent_path().parent_path() / "golden" / "prompt";
}

// The file's bytes, or "<missing: path>" so that a missing file fails the comparison visibly.
inline std::string read_golden(const std::string& name) {
    const std::filesystem::path path = prompt_golden_dir() / name;
    std::ifstream in(path, std::ios::binary);
    if (!in) return "<missing: " + path.string() + ">";
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}
