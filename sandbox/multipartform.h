#pragma once

#include "sandbox/outcome.h"
#include "sandbox/requestdecoder.h"

#include <QByteArrayView>

namespace dd::sandbox {

// multipart/form-data (RFC 7578), as some public clients send form fields: each part's name and
// text, in order, to be read exactly like application/x-www-form-urlencoded fields (bracket
// keys and a request_body part included). Refusals (HTTP 400): BP-SA-10 a missing boundary, a
// body that does not follow it to the closing delimiter, a part without a form-data name, or a
// file part (the Direct API takes no file); BP-SA-6 a name or value that is not UTF-8; BP-SA-9
// too many parts or a name too long.
bool isMultipartFormContentType(QByteArrayView contentType);
Outcome<FormPairs> parseMultipartForm(QByteArrayView contentType, QByteArrayView body);

} // namespace dd::sandbox
