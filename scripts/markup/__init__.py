"""Private pieces of the wikitext -> Markdown converter (public API: scripts.wikitext).

One module per concept: ``escape`` (Markdown/HTML escaping, URL checks), ``inline``
(bold/italic, links, tags, entities), ``tables``, ``blocks`` (headings, lists,
paragraphs, section titles), ``language`` (English passages), ``defects``
(structure defect counter shared with the benchmark).
"""
